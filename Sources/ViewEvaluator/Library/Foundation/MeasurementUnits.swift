/// The `Unit…` values snippets measure with, by dimension and member name, with their factor to
/// the dimension's base unit (metres, kilograms, litres, seconds, metres per second; kelvin for
/// temperature uses an offset too).
enum MeasurementUnits {
    struct Known {
        var unit: MeasurementUnit
        var factor: Double
        var offset: Double = 0
    }

    static let byDimension: [String: [String: Known]] = [
        "UnitLength": [
            "kilometers": known("km", "kilometer", 1000), "meters": known("m", "meter", 1), "centimeters": known("cm", "centimeter", 0.01),
            "millimeters": known("mm", "millimeter", 0.001), "miles": known("mi", "mile", 1609.344), "yards": known("yd", "yard", 0.9144),
            "feet": Known(unit: MeasurementUnit(symbol: "ft", singular: "foot", plural: "feet"), factor: 0.3048),
            "inches": Known(unit: MeasurementUnit(symbol: "in", singular: "inch", plural: "inches"), factor: 0.0254),
        ],
        "UnitMass": [
            "kilograms": known("kg", "kilogram", 1), "grams": known("g", "gram", 0.001), "pounds": known("lb", "pound", 0.45359237),
            "ounces": known("oz", "ounce", 0.028349523125),
        ],
        "UnitVolume": ["liters": known("L", "liter", 1), "milliliters": known("mL", "milliliter", 0.001), "cups": known("c", "cup", 0.24)],
        "UnitDuration": ["hours": known("hr", "hour", 3600), "minutes": known("min", "minute", 60), "seconds": known("sec", "second", 1)],
        "UnitSpeed": [
            "kilometersPerHour": known("km/h", "kilometer per hour", 1 / 3.6, plural: "kilometers per hour"),
            "milesPerHour": known("mph", "mile per hour", 0.44704, plural: "miles per hour"),
            "metersPerSecond": known("m/s", "meter per second", 1, plural: "meters per second"),
        ],
        "UnitEnergy": ["kilocalories": known("kcal", "kilocalorie", 4184), "kilojoules": known("kJ", "kilojoule", 1000)],
        "UnitTemperature": [
            "celsius": Known(unit: MeasurementUnit(symbol: "°C", singular: "degree Celsius", plural: "degrees Celsius"), factor: 1, offset: 273.15),
            "fahrenheit": Known(unit: MeasurementUnit(symbol: "°F", singular: "degree Fahrenheit", plural: "degrees Fahrenheit"), factor: 5.0 / 9, offset: 255.37222222222223),
            "kelvin": Known(unit: MeasurementUnit(symbol: "K", singular: "kelvin", plural: "kelvins"), factor: 1),
        ],
    ]

    private static func known(_ symbol: String, _ singular: String, _ factor: Double, plural: String? = nil) -> Known {
        Known(unit: MeasurementUnit(symbol: symbol, singular: singular, plural: plural ?? singular + "s"), factor: factor)
    }

    /// `.kilometers` or `UnitLength.kilometers`: found in any dimension (member names do not repeat).
    static func named(_ name: String) -> Known? {
        for dimension in byDimension.keys.sorted() {
            if let found = byDimension[dimension]?[name] { return found }
        }
        return nil
    }

    /// The unit's entry, found by its symbol, and its dimension.
    static func entry(for unit: MeasurementUnit) -> (dimension: String, known: Known)? {
        for dimension in byDimension.keys.sorted() {
            if let found = byDimension[dimension]?.values.first(where: { $0.unit == unit }) { return (dimension, found) }
        }
        return nil
    }

    /// `converted(to:)`: through the base unit; nil across dimensions.
    static func convert(_ value: Double, from: MeasurementUnit, to: Known) -> Double? {
        guard let source = entry(for: from), let target = entry(for: to.unit), source.dimension == target.dimension else { return nil }
        let base = value * source.known.factor + source.known.offset
        return (base - target.known.offset) / target.known.factor
    }
}
