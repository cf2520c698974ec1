// LineEditor: placeholder until the module lands.
