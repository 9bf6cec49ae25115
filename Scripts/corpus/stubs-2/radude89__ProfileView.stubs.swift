// corpus: stubs-from radude89__HomeView.stubs.swift
