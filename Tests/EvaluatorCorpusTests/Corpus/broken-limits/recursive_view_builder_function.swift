@ViewBuilder
func tree(_ depth: Int) -> some View {
    HStack {
        tree(depth + 1)
        tree(depth + 1)
    }
}

tree(0)
