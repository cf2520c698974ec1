// FluidLanguage: placeholder until the module lands.
