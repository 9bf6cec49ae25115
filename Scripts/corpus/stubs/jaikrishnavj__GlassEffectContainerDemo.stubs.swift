// corpus: stubs-from jaikrishnavj__GlassButtonStylesDemo.stubs.swift
