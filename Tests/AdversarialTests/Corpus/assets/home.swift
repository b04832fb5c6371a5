Image("~/.ssh/id_rsa")
