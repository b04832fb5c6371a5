Image("/proc/self/environ")
    .resizable()
    .frame(width: 50, height: 50)
