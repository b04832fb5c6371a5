// canvas: 200x200
UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12)
    .fill(.orange)
