// canvas: 200xfit
Gauge(value: 0.3) {
}
