// Motion: placeholder until the module lands.
