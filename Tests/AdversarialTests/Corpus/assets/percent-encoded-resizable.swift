Image("%2e%2e/%2e%2e/etc/passwd")
    .resizable()
    .frame(width: 50, height: 50)
