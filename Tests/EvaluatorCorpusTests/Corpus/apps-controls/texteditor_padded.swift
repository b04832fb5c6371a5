// canvas: 200x100
TextEditor(text: .constant("Draft"))
    .padding(10)
    .font(.system(size: 10))
