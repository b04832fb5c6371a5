Color(red: .nan, green: .infinity, blue: -1e308)
