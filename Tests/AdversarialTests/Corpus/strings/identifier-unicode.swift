let ｓｃｒｉｐｔ = "<script>"
Text(ｓｃｒｉｐｔ)
