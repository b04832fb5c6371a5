Image("%2e%2e/%2e%2e/etc/passwd")
