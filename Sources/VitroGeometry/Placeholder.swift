enum _PlaceholderVitroGeometry {}
