RoundedRectangle(cornerRadius: .infinity).stroke(.red, lineWidth: .infinity)
