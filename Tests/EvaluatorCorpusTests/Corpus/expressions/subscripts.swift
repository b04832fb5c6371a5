// canvas: 200xfit
let grid = [[1, 2], [3, 4]]
let labels = ["a": "Alpha"]
let letters = Array("xyz")

VStack {
    Text("\(grid[1][0])")
    Text(labels["a"]!)
    Text(String(letters[2]))
}
.font(.system(size: 10))
