// canvas: 200xfit
Text("4.5 stars")
    .accessibilityLabel("Rated 4.5 out of 5")
    .accessibilityHint("Double-tap to rate")
    .accessibilityAddTraits(.isButton)
    .accessibilityAction(named: "Rate") { }
    .accessibilityHeading(.h2)
    .accessibilitySortPriority(1)
    .font(.system(size: 10))
