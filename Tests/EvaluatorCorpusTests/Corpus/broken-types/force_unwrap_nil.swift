let missing: String? = nil
Text(missing!)
