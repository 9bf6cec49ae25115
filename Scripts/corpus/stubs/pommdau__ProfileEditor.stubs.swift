// corpus: stubs-from pommdau__LandmarkRow.stubs.swift
