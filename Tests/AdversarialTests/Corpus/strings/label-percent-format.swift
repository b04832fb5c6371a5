VStack {
    Label("%@ %s %n %x %1$@", systemImage: "%@ %s %n %x %1$@")
    Button("%@ %s %n %x %1$@") { }
}
