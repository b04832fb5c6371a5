Text(String(255, radix: 16, uppercase: true))
