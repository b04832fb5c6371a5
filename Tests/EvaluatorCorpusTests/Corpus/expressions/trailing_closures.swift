// canvas: 200xfit
func twice(_ make: () -> String) -> String {
    make() + make()
}

func pair(_ first: () -> String, second: () -> String) -> String {
    first() + "|" + second()
}

VStack {
    Text(twice { "ab" })
    Text(pair { "x" } second: { "y" })
    Text([3, 1, 2].sorted { $0 > $1 }.map { "\($0)" }.joined())
}
.font(.system(size: 10))
