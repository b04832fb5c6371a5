// canvas: 200xfit
Text(Date(timeIntervalSince1970: 1_700_000_000).formatted(.iso8601))
    .font(.system(size: 10))
