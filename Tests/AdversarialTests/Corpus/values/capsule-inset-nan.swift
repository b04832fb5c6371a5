Capsule().inset(by: .nan).fill(.blue)
