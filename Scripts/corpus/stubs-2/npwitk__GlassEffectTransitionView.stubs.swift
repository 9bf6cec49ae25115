// corpus: stubs-from npwitk__BackgroundExtension.stubs.swift
