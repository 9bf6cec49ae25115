enum _PlaceholderVitroUI {}
