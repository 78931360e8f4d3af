print("shape-tool")
