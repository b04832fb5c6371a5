// canvas: 200x200
Grid(horizontalSpacing: 4, verticalSpacing: 4) {
    GridRow {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 40, height: 20)
    }
    Divider().gridCellUnsizedAxes(.horizontal)
    GridRow {
        Color.green.frame(width: 30, height: 9).gridCellColumns(2)
    }
}
