let count: Int = "three"
Text("\(count)")
