Text(String(255, radix: -16))
