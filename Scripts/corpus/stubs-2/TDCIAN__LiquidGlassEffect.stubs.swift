// corpus: stubs-from TDCIAN__BackgroundExtensionEffect.stubs.swift
