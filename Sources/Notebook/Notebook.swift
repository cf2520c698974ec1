// Notebook: placeholder until the module lands.
