// Seed 002 (fixed-width labels): the two code listings of the scraped page, kept as scraped (no indentation).
ZStack(alignment: .topLeading) {
// Widest text that will be displayed
Text("1/1000s")
.hidden()
// The actual shutter speed
Text("1/5s")
}
.monospaced()
// ---- block
Text("1/1000s")
.hidden()
.overlay {
Text("1/5s")
.frame(maxWidth: .infinity,
maxHeight: .infinity,
alignment: .leading)
}
.lineLimit(1)
.minimumScaleFactor(0.4)
.accessibilityLabel("1/5")
