// canvas: 200xfit
Text(Date(timeIntervalSince1970: 86_399).formatted(.iso8601))
    .font(.system(size: 10))
