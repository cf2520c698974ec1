print("fluid")
