RoundedRectangle(cornerRadius: .nan).fill(.red)
