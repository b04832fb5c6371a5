Text(verbatim: "%@ %s %n %x %1$@")
    .font(.title)
