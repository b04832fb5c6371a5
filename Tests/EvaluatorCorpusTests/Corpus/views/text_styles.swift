// canvas: 200xfit
VStack(spacing: 0) {
    Text("T").font(.largeTitle)
    Text("T").font(.title)
    Text("T").font(.title2)
    Text("T").font(.title3)
    Text("T").font(.headline)
    Text("T").font(.subheadline)
    Text("T").font(.callout)
    Text("T").font(.footnote)
    Text("T").font(.caption)
    Text("T").font(.caption2)
}
