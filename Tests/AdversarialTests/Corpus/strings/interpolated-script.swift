let tag = "script"
Text("<\(tag)>alert(1)</\(tag)>")
