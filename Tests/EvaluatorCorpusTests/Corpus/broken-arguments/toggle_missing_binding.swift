Toggle("Wi-Fi")
