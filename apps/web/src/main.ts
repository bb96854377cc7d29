import { mount } from 'svelte'
import App from './App.svelte'
import './app.css'
// Before the first paint: the chosen theme, so a dark page never flashes light.
import './lib/theme.svelte.js'

mount(App, { target: document.getElementById('app')! })
