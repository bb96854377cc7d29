import { mount } from 'svelte'
import App from './App.svelte'
import './app.css'
// Before the first paint: the chosen theme, so a dark page never flashes light.
import './lib/theme.svelte.js'

mount(App, { target: document.getElementById('app')! })

// Installable and openable offline (public/sw.js); not in development, where Vite serves
// files that change on every edit.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'))
