// canvas: 200xfit
let poem = """
    ab
    cde
    """

Text(poem)
    .font(.system(size: 10))
