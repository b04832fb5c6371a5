Text("**bold *italic `code ~~strike")
