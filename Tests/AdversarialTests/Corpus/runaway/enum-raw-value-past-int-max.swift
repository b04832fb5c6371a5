enum E: Int { case a = 9223372036854775807, b }
Text("\(E.b.rawValue)")
