// canvas: 200xfit
HStack(spacing: 0) {
    ForEach(Calendar.current.shortMonthSymbols.prefix(3), id: \.self) { month in
        Text(month)
    }
}
.font(.system(size: 10))
