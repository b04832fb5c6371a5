// canvas: 200xfit
let fruits = ["fig", "kiwi", "plum"]

HStack {
    ForEach(fruits, id: \.self) { fruit in
        Text(fruit)
    }
}
.font(.system(size: 10))
