Image("")
